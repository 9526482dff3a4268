// The bet slip's and its receipt's text in Chinese (bet.slip.*).
import type { betSlipEn } from '../en/bet-slip.ts';

export const betSlipZh: Record<keyof typeof betSlipEn, string> = {
	title: '投注单',
	count: '共 {{n}} 注',
	show: '展开',
	hide: '收起',
	win: '独赢',
	place: '位置',
	pickName: '{{type}}：{{no}} 号 {{name}}',
	race: '{{meeting}} 第{{no}}场 · {{time}}',
	returns: '可能回报 {{amount}}',
	remove: '移除 {{bet}}',
	stake: '每注金额（$）',
	cost: '总金额',
	approx: '赔率和回报均为估算，最终以彩池派彩为准。',
	more: '更多投注类型',
	submit: '确认投注',
	placing: '投注中…',
	placedOne: '投注成功',
	placedMany: '成功投注 {{n}} 注',
	betNo: '注单号 {{id}}',
	stakeOf: '投注额 {{amount}}',
	approxReturn: '可能回报 {{amount}}（下注时估算）',
	left: '未成功：{{n}} 注，仍保留在投注单中。',
	view: '查看订单',
	done: '完成',
};
