import type { sessionMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Simplified Chinese texts of the screens a session may meet before the settings: maintenance, a required password change or two-factor set-up. */
export const sessionMessages = {
  'requirement.password.title': '请设置新密码',
  'requirement.password.body': '您的密码已过期。贵组织要求您先设置新密码再继续。',
  'requirement.password.action': '更改密码',
  'requirement.twoFactor.title': '设置双重身份验证',
  'requirement.twoFactor.body': '贵组织要求使用双重身份验证。请先用身份验证器应用完成设置再继续。',
  'requirement.twoFactor.action': '设置双重身份验证',
  'requirement.signOut': '退出登录',
  'maintenance.title': '维护中',
  'maintenance.body': '系统正在维护。请稍后再试，或询问管理员何时恢复。',
  'maintenance.retry': '重试',
} satisfies Translation<typeof english>;
