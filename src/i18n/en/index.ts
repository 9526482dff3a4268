// One import per area; the area name is the key prefix, e.g. t('common.submit').
import account from './account.json';
import common from './common.json';
import errors from './errors.json';
import live from './live.json';
import orders from './orders.json';
import session from './session.json';
import shell from './shell.json';
import titles from './titles.json';
import wallet from './wallet.json';

export default { account, common, errors, live, orders, session, shell, titles, wallet };
