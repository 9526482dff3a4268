// The app's statement model on the app's http client.
import { http } from '../api/client.ts';
import { createStatement } from './wallet-statement.ts';

export const statement = createStatement(http);
