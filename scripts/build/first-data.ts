// Asks for the signed-in home page's meetings from index.html, while the entry script downloads: a tiny inline
// script (allowed by its CSP hash, which the server reads from the built page) sends the same GET the app would send
// first, and the app's http client takes its reply (src/api/early-reply.ts) instead of asking again.
import type { Plugin } from 'vite';

/** The global the reply waits on; src/api/early-reply.ts reads it. */
export const EARLY_GLOBAL = '__hcFirst';

// Mirrors the app's first call: the day the app assumes (Today from the offset the last calendar carried, else the
// device's date; src/state/races/race-days-model.ts), the default event type, and no request when the race cache may
// hold a fresh copy (src/api/cache.ts, 1 minute). Both days come from the Date alone: the first Intl formatter of a
// page loads the browser's zone and locale data, a long task of its own on a budget phone, and this one would run
// before the first paint.
export const FIRST_DATA_SCRIPT = `(function(w,s){try{var p=location.hash.slice(1).split('?')[0]||'/',t=s.getItem('token'),i=t&&s.getItem('user_name'),
h=p=='/'||p=='/pages/index/index';if(s.getItem('lang')!='zh'&&(h||p=='/pages/login/login'))document.documentElement.setAttribute('data-first',h&&i?'home':'login');
if(!h||!i||Date.now()-s.getItem('race-cache-written')<6e4)return;
var o=-new Date().getTimezoneOffset(),c;try{c=JSON.parse(s.getItem('race-calendar'));
if(c&&typeof c.time_zone=='string'&&Array.isArray(c.days)&&typeof c.utc_offset=='number'&&Math.abs(c.utc_offset)<=900)o=c.utc_offset}catch(e){}
var u='/api/events/day_table?day='+new Date(Date.now()+6e4*o).toISOString().slice(0,10)+'&event_type=Races';
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
