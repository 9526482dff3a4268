// Asks for the signed-in home page's meetings from index.html, while the entry script downloads: a tiny inline
// script (allowed by its CSP hash, which the server reads from the built page) sends the same GET the app would send
// first, and the app's http client takes its reply (src/api/early-reply.ts) instead of asking again.
import type { Plugin } from 'vite';

/** The global the reply waits on; src/api/early-reply.ts reads it. */
export const EARLY_GLOBAL = '__hcFirst';

// First, a send tapped on the sign-in form's copy is held for the app's form, never sent by the browser itself
// (src/lib/shell-typing.ts). Then the inline check: which shell of the first screen shows (scripts/build/first-shell.ts) before the first paint,
// the home page's for a signed-in player, the login form's for a visitor the sign-in guard will send there, none for
// another first route; in the language the app will start in (src/i18n/index.ts: the player's stored choice, else the
// first of the phone's languages the app has, else English); a stored choice renewed in the cookie the server reads to
// draw the first screen in it (server/first-screen/document.ts).
// Then the app's first call, mirrored: the day the app assumes (Today from the offset the last calendar carried, else
// the device's date; src/state/races/race-days-model.ts), the default event type, and no request when the race cache
// may hold a fresh copy (src/api/cache.ts, 1 minute), nor when the server embedded that day (html[data-day]). Both days come from the Date alone: the first Intl formatter of
// a page loads the browser's zone and locale data, a long task of its own on a budget phone, and this one would run
// before the first paint.
export const FIRST_DATA_SCRIPT = `(function(w,s){try{addEventListener('submit',function(e){e.target.closest('.first-shell')&&(e.preventDefault(),w.__hcSent=1)});var p=location.hash.slice(1).split('?')[0]||'/',t=s.getItem('token'),i=t&&s.getItem('user_name'),
h=p=='/'||p=='/pages/index/index',l=s.getItem('lang'),n=navigator.languages||[],k=0,x,e=document.documentElement;
if(l)document.cookie='lang='+l+';max-age=31536000';
for(;l==null&&k<n.length;k++)x=n[k].toLowerCase().split('-')[0],l=x=='zh'||x=='en'?x:null;
if(h||p=='/pages/login/login'){e.setAttribute('data-first',(h&&i?'home':'login')+(l=='zh'?'-zh':''));if(l=='zh')e.lang='zh-CN'}
if(!h||!i||Date.now()-s.getItem('race-cache-written')<6e4)return;
var o=-new Date().getTimezoneOffset(),c;try{c=JSON.parse(s.getItem('race-calendar'));
if(c&&typeof c.time_zone=='string'&&Array.isArray(c.days)&&typeof c.utc_offset=='number'&&Math.abs(c.utc_offset)<=900)o=c.utc_offset}catch(e){}
var d=new Date(Date.now()+6e4*o).toISOString().slice(0,10),u='/api/events/day_table?day='+d+'&event_type=Races';
if(e.getAttribute('data-day')==d)return;
w.${EARLY_GLOBAL}={url:u,token:t,reply:fetch(u,{headers:{Authorization:'Bearer '+t,'Accept-Language':l=='zh'?'zh':'en'}})}
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
