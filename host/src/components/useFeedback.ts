import AppContext from 'antd/es/app/context';
import { useContext } from 'react';
import type { FeedbackApis } from '@console/shared';

/**
 * The console's toasts, notifications and dialogs: what antd's `App.useApp()` returns, without importing antd's
 * App entry (which imports all three) into the module that asks. Remotes may keep `App.useApp()`.
 */
export function useFeedback(): FeedbackApis {
  return useContext(AppContext);
}
