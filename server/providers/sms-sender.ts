// Text messages: the sender interface, and verification codes sent through it.
import type { CodeSender } from '../deps.ts';
import type { Lang as Language } from '../i18n/language.ts';

/** Why a text did not go: the number was refused, the gateway refused us, it was down, or it did not answer in time. */
export type SmsFailure = 'invalid_phone' | 'rejected' | 'unavailable' | 'timeout';

export type SmsResult =
	| { ok: true; messageId: string | null }
	| { ok: false; failure: SmsFailure; status: number | null };

export interface SmsSender {
	send(phone: string, text: string): Promise<SmsResult>;
}

/** Thrown by a CodeSender when the code did not reach the gateway. */
export class CodeNotDelivered extends Error {
	constructor(readonly failure: SmsFailure) {
		super(`verification code not delivered: ${failure}`);
	}
}

const CODE_TEXT: Record<Language, (code: string, minutes: number) => string> = {
	en: (code, minutes) => `Horse Club code: ${code}. It expires in ${minutes} minutes. Never share it with anyone.`,
	zh: (code, minutes) => `Horse Club 验证码：${code}，${minutes} 分钟内有效。请勿告诉任何人。`,
};

const codeText = (code: string, minutes: number, lang: Language = 'en') => CODE_TEXT[lang](code, minutes);

export function smsCodeSender(sms: SmsSender, minutes: number): CodeSender {
	return async (phone, code, lang) => {
		const result = await sms.send(phone, codeText(code, minutes, lang));
		if (!result.ok) throw new CodeNotDelivered(result.failure);
	};
}
