import type { invitationsMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Texts of the team invitation: the page where an invited member sets their password. */
export const invitationsMessages = {
  'invitation.add.signIn': '登录方式',
  'invitation.add.invite': '通过电子邮件发送邀请',
  'invitation.add.inviteHelp':
    '对方会收到一封电子邮件，其中的链接可用于设置自己的密码。链接有效期为 {days, plural, other {# 天}}。',
  'invitation.add.password': '现在设置密码',
  'invitation.add.none': '不登录',
  'invitation.toast.sent': '邀请已发送至 {email}',
  'invitation.toast.failed': '无法发送邀请',
  'invitation.team.send': '发送邀请',
  'invitation.team.sendFor': '向 {name} 发送邀请',
  'invitation.team.resend': '重新发送邀请',
  'invitation.team.resendFor': '向 {name} 重新发送邀请',
  'invitation.team.pending': '已邀请',
  'invitation.team.pendingTitle': '邀请链接有效期至 {date}',
  'invitation.team.expired': '邀请已过期',
  'invitation.page.title': '加入 {organizationName}',
  'invitation.page.subtitle': '{invitedBy} 邀请您加入团队。请设置密码以登录。',
  'invitation.page.email': '电子邮件',
  'invitation.page.password': '密码',
  'invitation.page.confirm': '确认密码',
  'invitation.page.mismatch': '两次输入的密码不一致。',
  'invitation.page.submit': '设置密码并登录',
  'invitation.page.expires': '此链接有效期至 {date}。',
  'invitation.page.unusableTitle': '邀请',
  'invitation.page.unusableSubtitle': '加入团队的链接只能使用一次，且有时间限制。',
  'invitation.page.failed': '未能设置您的密码',
  'invitation.page.toSignIn': '前往登录',
} satisfies Translation<typeof english>;
