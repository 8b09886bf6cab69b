import { greetableName } from '../domain/greeting';
import type { Lang } from '../domain/language';
import type { Mail } from './mailer';

/** the password reset mail: the link, and a greeting by name only when the name is greetable */
export function resetMail(lang: Lang, to: string, fname: string, link: string): Mail {
  const name = greetableName(fname);
  if (lang === 'ka') {
    return {
      to,
      subject: 'პაროლის აღდგენა',
      text: `${name ? `გამარჯობა, ${name}!` : 'გამარჯობა!'}\n\nახალი პაროლის დასაყენებლად გახსენით ბმული (მოქმედებს ერთხელ):\n${link}\n`,
    };
  }
  return {
    to,
    subject: 'Reset your password',
    text: `${name ? `Hello ${name},` : 'Hello,'}\n\nOpen this link to choose a new password (it works once):\n${link}\n`,
  };
}
