// The invitation page's and the live stream's replies.
import { array, boolean, looseObject, number, optional, string } from 'valibot';
import { amount, when } from './common.ts';

export const invitationShape = looseObject({
	invite_code: string(),
	invite_link: string(),
	invitees: array(looseObject({ user_name: string(), joined_at: when, rewarded: boolean() })),
	total_reward: amount,
});

export const liveStreamShape = looseObject({
	stream_id: string(),
	title: string(),
	video_url: string(),
	poster: optional(string()),
});

const danmu = looseObject({ id: number(), text: string(), color: string(), time: string() });
export const danmuShape = danmu;
export const danmuListShape = looseObject({ list: array(danmu) });
