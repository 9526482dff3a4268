// Every word of the demo checkout page, in English and Chinese.
import type { Lang as Language } from '../../i18n/language.ts';

const en = {
	title: 'Demo payment',
	notice: 'This is Horse Club’s demo payment page. No real money is taken and no card details are asked for.',
	amount: 'Amount',
	method: 'Method',
	reference: 'Reference',
	methods: { card: 'Card', e_wallet: 'E-wallet' } as Record<string, string>,
	pay: 'Pay {amount}',
	decline: 'Decline',
	expires: 'Pay before {time} UTC.',
	completed: 'This payment is complete.',
	declined: 'This payment was declined. Nothing was charged.',
	expired: 'This checkout has expired. Nothing was charged. Start a new top-up in Horse Club.',
	notSent: 'Your choice is saved, but Horse Club has not confirmed it yet. Please try again.',
	retry: 'Try again',
	back: 'Back to Horse Club',
	notFound: 'This checkout does not exist.',
};

// typed as the English one, so a text missing in either language does not compile:
const zh: typeof en = {
	title: '演示付款',
	notice: '这是 Horse Club 的演示付款页面。不会扣除真实款项，也不会要求填写银行卡信息。',
	amount: '金额',
	method: '支付方式',
	reference: '参考编号',
	methods: { card: '银行卡', e_wallet: '电子钱包' } as Record<string, string>,
	pay: '支付 {amount}',
	decline: '拒绝',
	expires: '请在 UTC {time} 前完成支付。',
	completed: '此笔付款已完成。',
	declined: '此笔付款已被拒绝，未扣除任何款项。',
	expired: '此付款页面已过期，未扣除任何款项。请在 Horse Club 中重新发起充值。',
	notSent: '您的选择已保存，但 Horse Club 尚未确认。请重试。',
	retry: '重试',
	back: '返回 Horse Club',
	notFound: '此付款页面不存在。',
};

export const TEXT: Record<Language, typeof en> = { en, zh };

export type Text = typeof en;

const money = {
	en: (currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }),
	zh: (currency: string) => new Intl.NumberFormat('zh-CN', { style: 'currency', currency }),
};

export const formatMoney = (lang: Language, cents: number, currency: string) =>
	money[lang](currency).format(cents / 100);
