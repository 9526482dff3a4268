// Live streams: one per race (`race-<id>`) and the club channel (`main`). Every stream plays the
// sample clip shipped in server/assets until a real feed is wired in.
import { readdirSync } from 'node:fs';

export const ASSETS = new URL('../../assets/', import.meta.url).pathname;
const VIDEO = 'sample.mp4';
const POSTER = 'poster.jpg';
export const STREAM_ID = /^(main|race-[1-9]\d{0,14})$/;

const TYPES: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm', jpg: 'image/jpeg', png: 'image/png' };

/** Files that may be served, with their content types; read once. */
export const ASSET_TYPES = new Map(
	readdirSync(ASSETS)
		.map((name) => [name, TYPES[name.split('.').pop() ?? '']] as const)
		.filter((e): e is readonly [string, string] => e[1] !== undefined),
);

export function streamFor(raceId: number | undefined) {
	const base = '/api/live/video/';
	return {
		stream_id: raceId ? `race-${raceId}` : 'main',
		title: raceId ? `Race ${raceId} live` : 'Horse Club live',
		video_url: base + VIDEO,
		poster: base + POSTER,
	};
}
