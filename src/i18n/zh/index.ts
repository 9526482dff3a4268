// The Chinese text the shell and the home page paint with; every other area loads with its page (see ../area-loaders.ts).
import common from './common.json';
import errors from './errors.json';
import race from './race.json';
import shell from './shell.json';
import titles from './titles.json';

export default { common, errors, race, shell, titles };
