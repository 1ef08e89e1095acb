import type { activityDetailMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';
import { rolesMessages } from '../../../roles/messages/zh';
import { roleDetailMessages } from '../role-details';

/** Chinese texts of the activity log's details (server/contract/activity-details.ts). */
export const activityDetailMessages = {
  // Used when a call fails before its handler said what it did (a refused save, a 400).
  'activityDetail.generic':
    '{action, select, view {查看} create {创建} update {更新} delete {删除} export {导出} import {导入} other {{action}}}{section, select, organization {组织} personal {个人} profile {个人资料} security {安全} notifications {通知} privacy {隐私} branding {品牌} financial {财务} team {团队} services {服务} locations {地点} clients {客户} products {产品} integrations {集成} templates {模板} backup {备份} activity {活动} help {帮助} performance {性能} other {{section}}}设置',
  'activityDetail.reverted': '已撤销：{detail}',
  /** An entry written before details had keys: its English text, as it was stored. */
  'activityDetail.text': '{text}',

  // Personal and account
  'activityDetail.preferences.updated': '已更新个人偏好',
  'activityDetail.notificationPreferences.updated': '已更新通知偏好',
  'activityDetail.account.profileUpdated': '已更新个人资料',
  'activityDetail.account.avatarUpdated': '已更新头像',
  'activityDetail.account.passwordChanged': '{ended, plural, =0 {已更改密码} other {已更改密码并结束其他 # 个会话}}',
  'activityDetail.account.twoFactorOn': '已开启双重验证',
  'activityDetail.account.twoFactorOff': '已关闭双重验证',
  'activityDetail.account.sessionEnded': '已结束一个会话',
  'activityDetail.account.otherSessionsEnded': '{ended, plural, other {已结束其他 # 个会话}}',
  'activityDetail.auth.signedIn': '已登录',
  'activityDetail.auth.signedOut': '已退出登录',
  'activityDetail.security.signInAlertsOn': '已开启登录提醒',

  // Settings documents
  'activityDetail.organization.updated': '已更新组织常规设置',
  'activityDetail.securityPolicy.updated': '已更新安全策略',
  'activityDetail.systemConfiguration.updated': '已更新系统配置',
  'activityDetail.tips.updated': '已更新小费设置',
  'activityDetail.invoices.updated': '已更新发票设置',
  'activityDetail.onlineBooking.updated': '已更新在线预约设置',
  'activityDetail.businessHours.updated': '已更新营业时间',
  'activityDetail.bookingRules.updated': '已更新预约规则',
  'activityDetail.deposits.updated': '已更新定金与付款要求',
  'activityDetail.customerNotifications.updated': '已更新客户通知设置',
  'activityDetail.adminNotifications.updated': '已更新管理员通知设置',
  'activityDetail.tax.updated': '已更新税务设置',
  'activityDetail.branding.updated': '已更新品牌设置',
  'activityDetail.theme.updated': '已更新主题',
  'activityDetail.integrations.updated': '已更新集成',
  'activityDetail.branding.logoChanged': '已更换徽标',
  'activityDetail.branding.logoRemoved': '已移除徽标',

  // Activity log
  'activityDetail.activity.exported': '已导出活动日志',
  'activityDetail.activity.cleared': '已清除活动日志',
  'activityDetail.activity.revertTried': '已尝试撤销一项设置更改',

  // Backups
  'activityDetail.backupSection':
    '{section, select, organization {组织设置} personal {个人偏好} branding {品牌与外观} financial {财务设置} team {团队与权限} security {安全设置} other {{section}}}',
  'activityDetail.backups.created': '已创建备份“{name}”（{sections}{encrypted, select, yes {，已加密} other {}}）',
  'activityDetail.backups.restored': '已从备份“{name}”还原设置（{sections}）',
  'activityDetail.backups.restoredFile': '已从文件“{name}”还原设置（{sections}）',
  'activityDetail.backups.deleted': '已删除备份“{name}”',
  'activityDetail.backups.downloaded': '已下载备份“{name}”',
  'activityDetail.backups.passphraseSet': '已设置备份密码短语',
  'activityDetail.backups.passphraseChanged':
    '已更改备份密码短语（已重新加密 {count, plural, other {# 个已存储的备份}}）',
  'activityDetail.databaseBackups.created': '已将整个数据库备份到“{name}”',

  // Imports: "Imported 2 services: 1 failed, 1 new category"
  'activityDetail.import.withCounts': '{imported}：{counts}',
  'activityDetail.import.clients': '已导入 {count, plural, other {# 位客户}}',
  'activityDetail.import.products': '已导入 {count, plural, other {# 个产品}}',
  'activityDetail.import.services': '已导入 {count, plural, other {# 项服务}}',
  'activityDetail.import.staff': '已导入 {count, plural, other {# 位团队成员}}',
  'activityDetail.import.templates': '已导入 {count, plural, other {# 个模板}}',
  'activityDetail.import.failed': '失败 {count, number} 个',
  'activityDetail.import.skipped': '跳过 {count, number} 个',
  'activityDetail.import.merged': '合并 {count, number} 个',
  'activityDetail.import.newCategories': '{count, plural, other {新增 # 个分类}}',

  // Team and roles
  ...roleDetailMessages(rolesMessages),
  'activityDetail.team.added': '已将 {name}（{email}）添加为{role}',
  'activityDetail.team.addedAndInvited': '已将 {name}（{email}）添加为{role}，并向其发送了设置密码的邀请',
  'activityDetail.team.roleChanged': '已将 {email} 的角色更改为{role}',
  'activityDetail.team.reactivated': '已重新启用 {email}',
  'activityDetail.team.deactivated': '已停用 {email}',
  'activityDetail.team.signInGiven': '已为 {name}（{email}）开通登录',
  'activityDetail.team.invited': '已向 {email} 发送设置密码的邀请',
  'activityDetail.team.practitionerUpdated': '已更新 {name} 的服务、门店和休假',
  'activityDetail.roles.created': '已创建角色 {name}',
  'activityDetail.roles.updated': '已更新角色 {name}',
  'activityDetail.roles.renamed': '已在本组织中将角色 {name} 命名为 {displayName}',
  'activityDetail.roles.nameRestored': '已恢复角色 {name} 的标准名称',
  'activityDetail.roles.deleted': '已删除角色 {name}',

  // Services, clients, products
  'activityDetail.categories.added': '已添加分类 {name}',
  'activityDetail.categories.reordered': '已调整服务分类的顺序',
  'activityDetail.categories.updated': '已更新分类 {name}',
  'activityDetail.categories.deleted': '已删除分类 {name}',
  'activityDetail.categories.deletedWithServices':
    '已删除分类 {name}；{count, plural, other {# 项服务现已不属于任何分类}}',
  'activityDetail.services.added': '已添加服务 {name}',
  'activityDetail.services.updated': '已更新服务 {name}',
  'activityDetail.services.activated': '已启用服务 {name}',
  'activityDetail.services.archived': '已归档服务 {name}',
  'activityDetail.services.deleted': '已删除服务 {name}',
  'activityDetail.clients.added': '已添加客户 {name}',
  'activityDetail.clients.updated': '已更新客户 {name}',
  'activityDetail.clients.deleted': '已删除客户 {name}',
  'activityDetail.clients.exported': '已导出客户',
  'activityDetail.products.added': '已添加产品 {name}',
  'activityDetail.products.updated': '已更新产品 {name}',
  'activityDetail.products.deleted': '已删除产品 {name}',
  'activityDetail.products.exported': '已导出产品',

  // Locations
  'activityDetail.locations.added': '已添加门店 {name}',
  'activityDetail.locations.updated': '已更新门店 {name}',
  'activityDetail.locations.deleted': '已删除门店 {name}',
  'activityDetail.locations.photoAdded': '已为门店 {name} 添加一张照片',
  'activityDetail.locations.photoDeleted': '已删除门店 {name} 的一张照片',
  'activityDetail.locations.heroChosen': '已设置门店 {name} 的主图',

  // Tax
  'activityDetail.tax.rateAdded': '已添加税率 {name}（{percentage, number}%）',
  'activityDetail.tax.rateUpdated': '已更新税率 {name}',
  'activityDetail.tax.rateDeleted': '已删除税率 {name}',
  'activityDetail.tax.overrideSet': '已为服务项目 {service} 设置单独税率',
  'activityDetail.tax.overrideChanged': '已更改服务项目 {service} 的单独税率',
  'activityDetail.tax.overrideRemoved': '已移除服务项目 {service} 的单独税率',

  // Payments and billing
  'activityDetail.payments.setUp': '已设置支付网关',
  'activityDetail.payments.alreadySetUp': '支付网关此前已设置，未做任何更改',
  'activityDetail.payments.connected': '已连接 {gateway}',
  'activityDetail.payments.updated': '已更新 {gateway}',
  'activityDetail.payments.feesUpdated': '已更新银行卡手续费设置',
  'activityDetail.payments.locationFeesUpdated': '已更新 {location} 的银行卡手续费设置',
  'activityDetail.billing.planChanged': '已将套餐更改为 {plan}',
  'activityDetail.billing.trialPlanChosen': '已将套餐更改为 {plan}（试用）',

  // Templates
  'activityDetail.settingsTemplates.created': '已创建设置模板“{name}”',
  'activityDetail.settingsTemplates.favorited': '已将设置模板“{name}”加入收藏',
  'activityDetail.settingsTemplates.unfavorited': '已将设置模板“{name}”移出收藏',
  'activityDetail.settingsTemplates.deleted': '已删除设置模板“{name}”',
  'activityDetail.settingsTemplates.applied': '已应用设置模板“{name}”',
  'activityDetail.messageTemplates.added': '已添加模板 {name}',
  'activityDetail.messageTemplates.updated': '已更新模板 {name}',
  'activityDetail.messageTemplates.deleted': '已删除模板 {name}',
  'activityDetail.templates.reset': '已将模板 {name} 恢复为默认版本',
  'activityDetail.platformTemplates.customised': '已自定义模板 {name}',
  'activityDetail.platformTemplates.switchedOn': '已启用模板 {name}',
  'activityDetail.platformTemplates.switchedOff': '已停用模板 {name}',
  'activityDetail.platformTemplates.allReset': '{count, plural, other {已将 # 个模板恢复为默认}}',
  'activityDetail.platformTemplates.synced': '已同步平台模板：更新 {updated, number} 个，新增 {added, number} 个',
  'activityDetail.platformTemplates.batchUpdated': '{count, plural, other {已一次性更新 # 个模板}}',
  'activityDetail.platformTemplates.exported': '已导出模板',
  'activityDetail.platformTemplates.removed': '已移除 {count, number} 个平台模板',

  // Notifications: tests, messages sent by hand, provider connections
  'activityDetail.notifications.testSent':
    '{channel, select, email {已向 {to} 发送测试邮件} sms {已向 {to} 发送测试短信} other {已发送测试推送通知}}',
  'activityDetail.notifications.testFailed':
    '{channel, select, email {无法向 {to} 发送测试邮件：{reason}} sms {无法向 {to} 发送测试短信：{reason}} other {无法发送测试推送通知：{reason}}}',
  'activityDetail.notifications.sent':
    '{channel, select, email {已向 {to} 发送一封电子邮件} sms {已向 {to} 发送一条短信} other {已向 {to} 发送一条推送通知}}',
  'activityDetail.notifications.resent':
    '{channel, select, email {已向 {to} 重新发送一封电子邮件} sms {已向 {to} 重新发送一条短信} other {已向 {to} 重新发送一条推送通知}}',
  'activityDetail.notifications.sendFailed':
    '{channel, select, email {无法向 {to} 发送电子邮件：{reason}} sms {无法向 {to} 发送短信：{reason}} other {无法向 {to} 发送推送通知：{reason}}}',
  'activityDetail.notifications.resendFailed':
    '{channel, select, email {无法向 {to} 重新发送电子邮件：{reason}} sms {无法向 {to} 重新发送短信：{reason}} other {无法向 {to} 重新发送推送通知：{reason}}}',
  'activityDetail.notifications.connectionSaved':
    '{channel, select, email {已保存 {provider} 电子邮件连接。{provider} 已接受这些设置。} sms {已保存 {provider} 短信连接。{provider} 已接受这些设置。} other {已保存 {provider} 推送连接。{provider} 已接受这些设置。}}',
  'activityDetail.notifications.connectionRefused':
    '{channel, select, email {已保存 {provider} 电子邮件连接。{reason}} sms {已保存 {provider} 短信连接。{reason}} other {已保存 {provider} 推送连接。{reason}}}',
} satisfies Translation<typeof english>;
