import type { shellMessages as english } from '../en';
import type { Translation } from '../translation';

/** Simplified Chinese texts of the shell (menu, sign-in, setup, overview, team). */
export const shellMessages = {
  'app.name': 'Salon Back Office',
  'app.loading': '正在加载…',
  'app.settings': '设置',
  'app.skipToContent': '跳到主要内容',

  // The foot of every settings form (part 1 §4: the unsaved or all-saved indicator).
  'form.unsaved': '有未保存的更改',
  'form.allSaved': '所有更改均已保存',
  'form.save': '保存更改',
  'form.required': '（必填）',
  // Someone else saved the same settings first (412): nothing was saved here.
  'form.conflict.title': '其他人已更改这些设置',
  'form.conflict.body':
    '在您打开这些设置后，有人在另一个窗口或另一台电脑上保存了它们，因此您的更改未能保存。请载入最新版本：您更改过的字段会保留您的更改，其他字段显示新的值。然后再保存一次。',
  'form.conflict.loadLatest': '载入最新版本',
  'form.conflict.discard': '放弃我的更改',
  // Leaving a page with unsaved changes (a menu entry, the palette, a link, Back).
  'form.leave.title': '不保存就离开？',
  'form.leave.body': '此页面有未保存的更改。如果现在离开，这些更改将会丢失。',
  'form.leave.stay': '留在此页',
  'form.leave.leave': '离开',
  'form.money.invalid': '请输入以 {currency} 计的金额，例如 12.50',
  'form.duration.invalid': '请输入整数分钟数，例如 45',
  'form.duration.unit': '分钟',
  'form.rule.required': '{label}为必填项',
  'form.rule.notEmpty': '{label}不能为空',
  'form.rule.minLength': '{label}至少需要 {limit} 个字符',
  'form.rule.maxLength': '{label}最多 {limit} 个字符',
  'form.rule.minimum': '{label}不能小于 {limit}',
  'form.rule.maximum': '{label}不能大于 {limit}',
  'form.rule.email': '{label}必须是有效的电子邮件地址',
  'form.rule.format': '{label}格式无效',
  'form.rule.wholeNumber': '{label}必须是整数',
  'form.rule.number': '{label}必须是数字',
  'form.rule.minItems': '{label}至少需要 {limit} 项',
  'form.rule.maxItems': '{label}最多 {limit} 项',
  'form.rule.invalidCharacters': '{label}包含无效字符',
  'form.rule.controlCharacters': '{label}包含控制字符',

  // Titles of the specification's route table (part 1 §2), with the part 3 titles of the
  // "further pages".
  'section.overview': '设置概览',
  'section.personal.profile': '个人资料',
  'section.personal.security': '安全',
  'section.personal.preferences': '偏好设置',
  'section.personal.notifications': '通知',
  'section.personal.privacy': '隐私设置',
  'section.organization.general': '常规设置',
  'section.organization.subscription': '订阅与账单',
  'section.organization.services': '服务项目',
  'section.organization.financial': '财务与付款',
  'section.organization.branding': '品牌与沟通',
  'section.organization.locations': '门店',
  'section.organization.booking': '在线预约',
  'section.organization.bookings': '预约',
  'section.organization.bookingNotifications': '预约设置',
  'section.organization.integrations': '集成',
  'section.organization.security': '安全与合规',
  'section.organization.systemTemplates': '系统模板',
  'section.organization.notificationLogs': '通知记录',
  'section.organization.tax': '税务配置',
  'section.roles': '角色与权限',
  'section.advanced.themeCustomization': '主题自定义',
  'section.system': '系统配置',
  'section.templates': '设置模板',
  'section.importExport': '导入与导出',
  'section.backupRecovery': '备份与恢复',
  'section.activity': '设置活动记录',
  'section.help': '帮助与文档',
  'section.performance': '性能监控',

  'group.personal': '个人',
  'group.organization': '组织',
  'group.advanced': '高级',
  'group.support': '支持',

  'menu.search.placeholder': '搜索设置...',
  'menu.search.label': '搜索设置',
  'menu.noResults': '未找到与“{query}”相关的设置',
  'menu.badge.new': '新',
  'menu.badge.newDescription': '新功能',
  'menu.toggle.open': '打开设置菜单',
  'menu.toggle.close': '关闭设置菜单',
  'menu.toggle.text': '菜单',

  'palette.open': '搜索设置',
  'palette.title': '前往设置项',
  'palette.inputLabel': '搜索设置',
  'palette.placeholder': '搜索设置...',
  'palette.hint': '用方向键选择，按 Enter 打开，按 Esc 关闭。',

  // A setting found inside a page by the menu's or the palette's search.
  'search.fieldOnPage': '{field}（{page}）',

  'user.menu': '账户菜单：',
  'user.role': '角色：{role}',
  'user.organization': '组织：{organization}',
  'user.signOut': '退出登录',

  'error.title': '出错了',
  'error.description': '无法显示此页面。请重试、重新加载页面，或返回设置概览。',
  'error.tryAgain': '重试',
  'error.reload': '重新加载页面',
  'error.goHome': '返回首页',

  'toast.fallback': '出错了，请重试。',
  'toast.network': '无法连接到服务器。请检查网络连接后重试。',
  'error.code.LAST_OWNER': '组织至少需要一位在职的所有者',
  'error.code.ROLE_NAME_TAKEN': '已存在同名角色',
  'error.code.BUILT_IN_ROLE': '内置角色不能重命名或删除',
  'error.code.EMAIL_TAKEN': '此电子邮件地址已被其他账户使用',
  'error.code.TAX_RATE_NAME_TAKEN': '已存在同名税率',
  'error.code.TAX_OVERRIDE_EXISTS': '此服务已有单独的税率',
  'error.code.DEFAULT_REQUIRED': '总要有一个默认税率：请先将另一个税率设为默认',
  'error.code.INVALID_CURRENT_PASSWORD': '请检查您当前的密码后重试',
  'error.code.API_ACCESS_OFF': '此组织已关闭 API 访问：请使用应用。',
  'error.code.EMAIL_VERIFICATION_REQUIRED': '需要验证电子邮件：请改为向该成员发送邀请，让其自行设置密码。',
  'error.code.RATE_LIMITED': '来自此地址的尝试次数过多。请稍候再试。',
  'error.code.WRITE_RATE_LIMITED': '您保存更改的速度过快。请稍候再试。',
  'error.code.CROSS_SITE_REQUEST': '此更改来自其他网站，已被拒绝。请直接打开应用后重试。',
  'error.code.STALE_VERSION': '此记录已被其他人更改。请重新加载以查看最新版本。',
  'error.code.OFFICIAL_TEMPLATE': '官方模板不能设为收藏，也不能删除。',

  'notAvailable.heading': '暂未开放',
  'notAvailable.body': '此版本尚未提供{title}。该功能完成后会显示在这里；在此之前，此页面上的内容均无法更改。',

  'noAccess.title': '您无权访问此页面',
  'noAccess.body': '您的角色不包含此页面所需的权限。如有需要，请联系所有者或管理员。',

  'notFound.title': '找不到页面',
  'notFound.body': '此地址没有对应的设置页面。',
  'notFound.action': '前往设置概览',

  'query.errorTitle': '无法加载此页面',
  'query.retry': '重试',

  'session.ended': '您的会话已结束，请重新登录。',

  'time.justNow': '刚刚',
  'time.minutesAgo': '{count, plural, other {# 分钟前}}',
  'time.hoursAgo': '{count, plural, other {# 小时前}}',
  'time.daysAgo': '{count, plural, other {# 天前}}',

  // Shared by the personal pages.
  'personal.cancel': '取消',
} as const satisfies Translation<typeof english>;
