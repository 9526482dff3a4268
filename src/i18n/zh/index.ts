// One import per area; the area name is the key prefix, e.g. t('common.submit').
import common from './common.json';
import errors from './errors.json';
import session from './session.json';
import shell from './shell.json';
import titles from './titles.json';

export default { common, errors, session, shell, titles };
