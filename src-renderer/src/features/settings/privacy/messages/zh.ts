import type { privacyMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** Simplified Chinese texts of the Privacy settings page. */
export const privacyMessages = {
  'search.terms.visibility': '公开, 私密, 谁能看到我的资料',
  'search.terms.activityStatus': '在线, 最近在线, 上次活跃',

  // Privacy (part 1 §2, §8, §9).
  'privacy.subtitle': '谁可以查看您的个人资料，以及资料中显示哪些内容。',
  'privacy.visibility.title': '个人资料可见范围',
  'privacy.visibility.public': '公开',
  'privacy.visibility.public.description': '所有客户和团队成员',
  'privacy.visibility.team': '团队',
  'privacy.visibility.team.description': '仅限团队成员',
  'privacy.visibility.private': '私密',
  'privacy.visibility.private.description': '除管理员外对所有人隐藏',
  'privacy.adminNote': '管理员始终可以查看任何个人资料。',
  'privacy.details.title': '个人资料详情',
  'privacy.details.description': '可以查看您个人资料的人会在资料中看到的内容。',
  'privacy.showEmail': '显示电子邮箱地址',
  'privacy.showEmail.help': '您的电子邮箱地址会显示在个人资料中。',
  'privacy.showPhone': '显示电话号码',
  'privacy.showPhone.help': '您的电话号码会显示在个人资料中。',
  'privacy.activityStatus': '显示活动状态',
  'privacy.activityStatus.help': '其他人可以看到您最近一次活跃的时间。',
  'privacy.toast.saved': '隐私设置已保存',
  'privacy.toast.failed': '保存设置出错',
  'privacy.toast.failedBody': '无法保存隐私设置',
} satisfies Translation<typeof english>;
