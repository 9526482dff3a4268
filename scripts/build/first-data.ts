// Asks for the signed-in home page's meetings from index.html, while the entry script downloads: a tiny inline
// script (allowed by its CSP hash, which the server reads from the built page) sends the same GET the app would send
// first, and the app's http client takes its reply (src/api/early-reply.ts) instead of asking again.
import type { Plugin } from 'vite';

/** The global the reply waits on; src/api/early-reply.ts reads it. */
export const EARLY_GLOBAL = '__hcFirst';

// Mirrors the app's first call: the day the app assumes (the last calendar's zone, else the device's date), the
// default event type, and no request when the race cache may hold a fresh copy (src/api/cache.ts, 1 minute).
export const FIRST_DATA_SCRIPT = `(function(w,s){try{var p=location.hash.slice(1).split('?')[0]||'/',t=s.getItem('token');
if((p!='/'&&p!='/pages/index/index')||!t||!s.getItem('user_name')||Date.now()-s.getItem('race-cache-written')<6e4)return;
var o={year:'numeric',month:'2-digit',day:'2-digit'},d,c;try{c=JSON.parse(s.getItem('race-calendar'));
if(c&&typeof c.time_zone=='string'&&Array.isArray(c.days))d=new Intl.DateTimeFormat('en-CA',Object.assign({timeZone:c.time_zone},o)).format(new Date)}catch(e){}
d=d||new Intl.DateTimeFormat('en-CA',o).format(new Date);var u='/api/events/day_table?day='+d+'&event_type=Races';
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
