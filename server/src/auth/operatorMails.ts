import { greetableName } from '../domain/greeting';
import type { Lang } from '../domain/language';
import type { Role } from '../domain/roles';
import type { Mail } from './mailer';

// The back office's own mails: an invitation to set a password, and the owners' alert of repeated wrong
// passwords. A forgotten password gets the shop's reset mail (resetMail.ts), whoever it is for.

const ROLE_NAMES: Record<Lang, Record<Role, string>> = {
  ka: { owner: 'მფლობელი', manager: 'მენეჯერი', staff: 'თანამშრომელი' },
  en: { owner: 'owner', manager: 'manager', staff: 'staff' },
};

/** an invitation to the back office: the role, the link to set a password (one use, `hours` long) */
export function inviteMail(
  lang: Lang,
  invitee: { email: string; name: string; role: Role },
  link: string,
  hours: number,
): Mail {
  const name = greetableName(invitee.name);
  const role = ROLE_NAMES[lang][invitee.role];
  if (lang === 'ka') {
    return {
      to: invitee.email,
      subject: 'მოსაწვევი AstroShop-ის მართვის პანელში',
      text:
        `${name ? `გამარჯობა, ${name}!` : 'გამარჯობა!'}\n\n` +
        `AstroShop-ის მართვის პანელში მოგიწვიეს როლით „${role}“. პაროლის დასაყენებლად გახსენით ბმული ` +
        `(მოქმედებს ერთხელ, ${hours} საათის განმავლობაში):\n${link}\n\n` +
        'თუ მოსაწვევს არ ელოდით, უბრალოდ წაშალეთ ეს წერილი.\n',
    };
  }
  return {
    to: invitee.email,
    subject: 'Your invitation to the AstroShop back office',
    text:
      `${name ? `Hello ${name},` : 'Hello,'}\n\n` +
      `You are invited to the AstroShop back office as ${role}. Open this link to choose your password ` +
      `(it works once, for ${hours} hours):\n${link}\n\n` +
      'If you did not expect this invitation, just delete this mail.\n',
  };
}

/** an owner's alert: `count` wrong passwords for an operator's account within the alert's window */
export function signInAlertMail(
  lang: Lang,
  owner: { email: string; name: string },
  target: { email: string },
  count: number,
  lastAddress: string,
): Mail {
  const name = greetableName(owner.name);
  if (lang === 'ka') {
    return {
      to: owner.email,
      subject: 'მართვის პანელი: არასწორი პაროლები',
      text:
        `${name ? `გამარჯობა, ${name}!` : 'გამარჯობა!'}\n\n` +
        `ოპერატორის ანგარიშზე ${target.email} ბოლო საათში ${count}-ჯერ შეიყვანეს არასწორი პაროლი ` +
        `(ბოლოს მისამართიდან ${lastAddress}). ვინც პაროლს არჩევს, მისი მისამართიდან იბლოკება; ` +
        'ოპერატორი საკუთარი მისამართიდან კვლავ შედის.\n\n' +
        'თუ ეს ოპერატორი თავად არ ყოფილა, ჰკითხეთ, ხომ არ სჯობს პაროლის შეცვლა.\n',
    };
  }
  return {
    to: owner.email,
    subject: 'Back office: wrong passwords',
    text:
      `${name ? `Hello ${name},` : 'Hello,'}\n\n` +
      `Wrong passwords were typed ${count} times within the last hour for the operator account ${target.email} ` +
      `(the last from the address ${lastAddress}). Whoever guesses is stopped at their address; the operator ` +
      'still signs in from their own.\n\n' +
      'If it was not the operator, ask them whether to change their password.\n',
  };
}
