// The files a server keeps in its data dir beside the embedded database, named once for the server and the CLI.
import { join } from 'node:path';

/** Where a running server says it listens, for the operator CLI. */
export const serverFile = (dataDir: string) => join(dataDir, 'server.json');
/** The operator token the CLI sends to a running server (mode 0600). */
export const operatorTokenPath = (dataDir: string) => join(dataDir, 'operator-token');
