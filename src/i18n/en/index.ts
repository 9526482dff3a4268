// One import per area; the area name is the key prefix, e.g. t('common.submit').
import account from './account.json';
import common from './common.json';
import errors from './errors.json';
import invite from './invite.json';
import live from './live.json';
import orders from './orders.json';
import race from './race.json';
import safer from './safer.json';
import session from './session.json';
import shell from './shell.json';
import shop from './shop.json';
import sports from './sports.json';
import titles from './titles.json';
import wallet from './wallet.json';

export default {
	account,
	common,
	errors,
	invite,
	live,
	orders,
	race,
	safer,
	session,
	shell,
	shop,
	sports,
	titles,
	wallet,
};
