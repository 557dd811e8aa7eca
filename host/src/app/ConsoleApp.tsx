import { createApiFeedback, setApiFeedback } from '@console/shared';
import { App as AntApp } from 'antd';
import { useEffect } from 'react';
import { AppRoutes } from '../router/AppRoutes';
import { SettingsDoor } from '../settings/SettingsDoor';
import { ThemeProvider } from '../theme/ThemeProvider';
import { Watermark } from '../watermark/Watermark';
// Not called: referencing it makes this build the provider of every shared antd entry (see the file).
import './antd-provides';

/** Hands the API client the themed toast and dialog of antd's App context. */
function FeedbackBridge() {
  const { message, modal } = AntApp.useApp();
  useEffect(() => setApiFeedback(createApiFeedback({ message, modal })), [message, modal]);
  return null;
}

/**
 * Everything past the sign-in page: antd's theme and App context, the routes of the signed-in console (and the
 * public map), the settings drawer and the watermark. Loaded lazily by Root, so /login never downloads antd.
 */
export default function ConsoleApp() {
  return (
    <ThemeProvider>
      <AntApp>
        <FeedbackBridge />
        <AppRoutes />
        <SettingsDoor />
        <Watermark />
      </AntApp>
    </ThemeProvider>
  );
}
