// Types of remotes.mjs (the list of remotes); the list itself is there.

export declare const HOST_PORT: number;
export declare const API_PORT: number;

export interface RemoteEntry {
  /** Registry name, the menu's and module's `name`; the folder is `remote-<name>`. */
  readonly name: string;
  /** Its own site's port with the default plan (between HOST_PORT and API_PORT). */
  readonly port: number;
  /** Federation container name (a JavaScript identifier). */
  readonly container: string;
  /** Document title of its standalone page. */
  readonly title: string;
  /** Its folder: `remote-<name>`. */
  readonly dir: string;
}

export declare const REMOTES: readonly RemoteEntry[];

export interface PortPlan {
  host: number;
  remotes: Record<string, number>;
  api: number;
}

export declare function checkRemotes(remotes: readonly Omit<RemoteEntry, 'dir'>[]): void;
export declare function remoteNamed(name: string): RemoteEntry;
export declare function portPlan(env?: Record<string, string | undefined>): PortPlan;
export declare function registryFor(ports: PortPlan, publicHost?: string): Record<string, string>;
