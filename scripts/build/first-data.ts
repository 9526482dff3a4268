// Asks for the signed-in home page's meetings from index.html, while the entry script downloads: a tiny inline
// script (allowed by its CSP hash, which the server reads from the built page) sends the same GET the app would send
// first, and the app's http client takes its reply (src/api/early-reply.ts) instead of asking again.
import type { Plugin } from 'vite';

/** The global the reply waits on; src/api/early-reply.ts reads it. */
export const EARLY_GLOBAL = '__hcFirst';

// Mirrors the app's first call: the day the app assumes (the last calendar's zone, else the device's date), the
// default event type, and no request when the race cache may hold a fresh copy (src/api/cache.ts, 1 minute). The
// device's date comes from the Date's own fields, as src/lib/format.ts writes it: the first Intl formatter loads the
// browser's locale data, a long task of its own on a budget phone; only a stored calendar's zone needs Intl.
// First, the inline check: which shell of the first screen shows (scripts/build/first-shell.ts) before the first paint,
// the home page's for a signed-in player, the login form's for a visitor the sign-in guard will send there; none in
// Chinese (the shells are English) or for another first route.
export const FIRST_DATA_SCRIPT = `(function(w,s){try{var p=location.hash.slice(1).split('?')[0]||'/',t=s.getItem('token'),i=t&&s.getItem('user_name'),
h=p=='/'||p=='/pages/index/index';if(s.getItem('lang')!='zh'&&(h||p=='/pages/login/login'))document.documentElement.setAttribute('data-first',h&&i?'home':'login');
if(!h||!i||Date.now()-s.getItem('race-cache-written')<6e4)return;
var o={year:'numeric',month:'2-digit',day:'2-digit'},d,c;try{c=JSON.parse(s.getItem('race-calendar'));
if(c&&typeof c.time_zone=='string'&&Array.isArray(c.days))d=new Intl.DateTimeFormat('en-CA',Object.assign({timeZone:c.time_zone},o)).format(new Date)}catch(e){}
d=d||new Date(Date.now()-6e4*new Date().getTimezoneOffset()).toISOString().slice(0,10);var u='/api/events/day_table?day='+d+'&event_type=Races';
w.${EARLY_GLOBAL}={url:u,token:t,reply:fetch(u,{headers:{Authorization:'Bearer '+t,'Accept-Language':s.getItem('lang')=='zh'?'zh':'en'}})}
}catch(e){}})(window,localStorage)`;

export function firstData(): Plugin {
	return {
		name: 'horse-club-first-data',
		transformIndexHtml: {
			order: 'post',
			handler: (html) => html.replace('</head>', `<script>${FIRST_DATA_SCRIPT}</script>\n\t</head>`),
		},
	};
}
