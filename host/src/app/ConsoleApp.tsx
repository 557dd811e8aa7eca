import { createApiFeedback, setApiFeedback } from '@console/shared';
import { useEffect } from 'react';
import { FeedbackProvider } from './feedback/FeedbackProvider';
import { AppRoutes } from './AppRoutes';
import { SettingsDoor } from '../settings/SettingsDoor';
import { ThemeProvider } from '../theme/ThemeProvider';
import { Watermark } from '../watermark/Watermark';
// Not called: referencing it makes this build the provider of every shared antd entry (see the file).
import '../federation/provides';
import { useFeedback } from '../components/useFeedback';

/** Hands the API client the themed toast and dialog of antd's App context. */
function FeedbackBridge() {
  const { message, modal } = useFeedback();
  useEffect(() => setApiFeedback(createApiFeedback({ message, modal })), [message, modal]);
  return null;
}

/**
 * Everything past the sign-in page: antd's theme and App context (toasts and dialogs loaded on first use), the routes of the signed-in console (and the
 * public map), the settings drawer and the watermark. Loaded lazily by Root, so /login never downloads antd.
 */
export default function ConsoleApp() {
  return (
    <ThemeProvider>
      <FeedbackProvider>
        <FeedbackBridge />
        <AppRoutes />
        <SettingsDoor />
        <Watermark />
      </FeedbackProvider>
    </ThemeProvider>
  );
}
