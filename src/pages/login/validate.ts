// Client-side checks mirroring the server's field rules; each returns an i18n key or null.
import type { Errors } from '../../lib/field-errors.ts';

const USER_NAME = /^[A-Za-z0-9_]{3,20}$/;
const PHONE = /^\+[1-9]\d{6,14}$/;
const CODE = /^\d{6}$/;
const INVITE = /^[A-Za-z0-9]{4,16}$/;

export function validateLogin(form: {
	user_name: string;
	password: string;
	code?: string;
}): Errors<'user_name' | 'password' | 'code'> {
	const errors: Errors<'user_name' | 'password' | 'code'> = {};
	if (form.code?.trim() && !/^\d{6}$/.test(form.code.trim())) errors.code = 'session.errors.code';
	if (!form.user_name.trim()) errors.user_name = 'session.errors.userNameRequired';
	if (!form.password) errors.password = 'session.errors.passwordRequired';
	return errors;
}

export interface SignUpForm {
	user_name: string;
	password: string;
	confirm: string;
	phone: string;
	code: string;
	invite_code: string;
}

/** The phone check alone, run before a code is requested. */
export const validatePhone = (phone: string) => (PHONE.test(phone.trim()) ? null : 'session.errors.phone');

export function validateSignUp(form: SignUpForm, codeSent: boolean): Errors<keyof SignUpForm> {
	const errors: Errors<keyof SignUpForm> = {};
	if (!USER_NAME.test(form.user_name.trim())) errors.user_name = 'session.errors.userName';
	if (form.password.length < 8 || form.password.length > 64) errors.password = 'session.errors.password';
	if (form.confirm !== form.password) errors.confirm = 'session.errors.confirm';
	const phone = validatePhone(form.phone);
	if (phone) errors.phone = phone;
	if (!codeSent) errors.code = 'session.errors.codeNotSent';
	else if (!CODE.test(form.code.trim())) errors.code = 'session.errors.code';
	if (form.invite_code.trim() && !INVITE.test(form.invite_code.trim())) errors.invite_code = 'session.errors.invite';
	return errors;
}
