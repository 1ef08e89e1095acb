import type { signInMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Simplified Chinese texts of the sign-in and first-run setup pages. */
export const signInMessages = {
  // The sign-in screen's second step also takes a recovery code.
  'signIn.useRecoveryCode': '改用恢复码',
  'signIn.useAuthenticatorCode': '使用身份验证器应用中的验证码',
  'signIn.recoveryCode': '恢复码',
  'signIn.recoveryCodeHelp': '您在开启双重验证时保存的恢复码之一。',

  'signIn.title': '登录',
  'signIn.subtitle': '登录以管理您组织的设置。',
  'signIn.email': '电子邮箱',
  'signIn.password': '密码',
  'signIn.code': '验证码',
  'signIn.codeHelp': '请输入身份验证器应用中的 6 位验证码。',
  'signIn.submit': '登录',
  'signIn.otherAccount': '使用其他账户',
  'signIn.failed': '登录失败',

  'setup.title': '设置您的组织',
  'setup.subtitle': '此安装尚未被使用。请创建您的组织及其所有者账户。',
  'setup.organizationName': '组织名称',
  'setup.organizationSlug': '网址名称',
  'setup.organizationSlugHelp': '小写字母、数字和连字符。您的设置位于 /{slug}/settings。',
  'setup.firstName': '名',
  'setup.lastName': '姓',
  'setup.email': '电子邮箱',
  'setup.password': '密码',
  'setup.passwordHelp': '至少 {min} 个字符。',
  'setup.region.title': '您的商家位于哪里？',
  'setup.region.help': '已根据此电脑的设置自动填写。团队的时间和价格将以此为准；之后可以在“常规设置”中更改。',
  'setup.country': '国家/地区',
  'setup.countryOther': '其他国家/地区',
  'setup.timezone': '时区',
  'setup.currency': '货币',
  'setup.submit': '创建组织',
  'setup.failed': '设置失败',
} satisfies Translation<typeof english>;
