import { authApi, type ConsoleUser } from '@console/shared';

/**
 * One user-info request per token, whoever asks first: the console door starts it while the console's code is
 * still downloading (issue 6), and the route guard picks up the same request instead of sending a second one.
 */
let inFlight: { token: string; request: Promise<ConsoleUser> } | null = null;

export function loadUser(token: string): Promise<ConsoleUser> {
  if (inFlight?.token !== token) {
    const request = authApi.userInfo();
    inFlight = { token, request };
    // A failed request is not kept: the next ask (a retry, a new sign-in) goes to the server again.
    request.catch(() => {
      if (inFlight?.request === request) inFlight = null;
    });
  }
  return inFlight.request;
}
