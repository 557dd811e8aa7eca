import { remoteApp } from '@console/shared/build';
import menu from './src/menu';

// Container, port and title: this remote's entry in remotes.mjs (the list of remotes).
export default remoteApp({ menu });
