import type { UserInfo } from '@console/api-contract';
import { atom } from 'jotai';
import { consoleStore } from './token-store';

/**
 * The signed-in user as the console knows it: the answer of `GET /user/v1/customer/info/get` as the contract types
 * it (ids are numbers, as the API sends them).
 */
export type ConsoleUser = UserInfo;

/** null until user info has been fetched for the current token. */
export const userAtom = atom<ConsoleUser | null>(null);

export const getUser = (): ConsoleUser | null => consoleStore.get(userAtom);
export const setUser = (user: ConsoleUser | null): void => consoleStore.set(userAtom, user);
