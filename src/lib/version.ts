// The build's version, logged and stamped on the global object at start so support can tell which build a player runs.
export const VERSION = '202509131608';

declare global {
	// read by support staff and the browser tests to tell which build a player runs:
	var __HORSE_CLUB_VERSION__: string | undefined;
}

export function stampVersion(target: typeof globalThis = globalThis, log: Pick<Console, 'info'> = console) {
	target.__HORSE_CLUB_VERSION__ = VERSION;
	log.info(`Horse Club ${VERSION}`);
}
