// The back office's entry: its own page (/office/), never part of the player's app or its service worker.
import { effect } from '@preact/signals';
import { render } from 'preact';
import { createApi } from './api.ts';
import { App } from './app.tsx';
import { initLanguage, lang } from './i18n.ts';
import { createSession, type Session } from './session.ts';
import './office.css';

let session: Session;
const call = createApi(
	fetch.bind(globalThis),
	() => lang.value,
	() => session.ended(),
);
session = createSession(call);

await initLanguage().catch(() => {});
// every signal a render reads (the session, the language, the notice) draws the office again when it changes:
effect(() => render(<App call={call} session={session} />, document.getElementById('office')!));
session.restore();
