import { SafetyOutlined } from '@ant-design/icons';
import { Button, Input, type InputProps } from 'antd';
import type { CSSProperties } from 'react';
import { sendCodeButtonProps, type SendCodeButtonProps } from './send-code-label';

/** "Send code" with its resend countdown, for antd forms (Account: mobile verification code). */
export function SendCodeButton({ style, ...props }: SendCodeButtonProps & { style?: CSSProperties }) {
  return (
    <Button
      {...sendCodeButtonProps(props)}
      // Never narrower than its text: beside a text box in a row, a shrinking button clipped "Send again in 49 s"
      // on a phone (375 px); the box gives way instead.
      style={{ flex: 'none', ...style }}
    />
  );
}

/** The field a received one-time code is typed into. */
export function CodeInput(props: InputProps) {
  return (
    <Input
      prefix={<SafetyOutlined />}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={12}
      {...props}
    />
  );
}
