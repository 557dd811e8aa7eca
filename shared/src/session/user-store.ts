import { atom } from 'jotai';
import { consoleStore } from './token-store';

/** The signed-in user as the console knows it after `GET /user/v1/customer/info/get`. */
export interface ConsoleUser {
  id: string;
  customerId: string;
  customerName: string;
  email: string;
  name: string;
  lastName: string;
  roles: string[];
  perms: string[];
}

/** null until user info has been fetched for the current token. */
export const userAtom = atom<ConsoleUser | null>(null);

export const getUser = (): ConsoleUser | null => consoleStore.get(userAtom);
export const setUser = (user: ConsoleUser | null): void => consoleStore.set(userAtom, user);
