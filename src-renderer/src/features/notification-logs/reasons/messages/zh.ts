import type { logReasonMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** Chinese texts of the notification log's reasons (server/contract/log-reasons.ts). */
export const logReasonMessages = {
  'logReason.unexpected': '由于意外错误，消息未能发送。系统将重试。',
  'logReason.notConnected':
    '未连接任何{channel, select, email {电子邮件} sms {短信} push {推送} other {{channel}}}服务商。请在“预约设置”中设置。',
  'logReason.dailyLimit': '未发送：{name} 今天已收到 {sent} 条通知（上限为每天 {max} 条）。',
  'logReason.smsPlanLimit': '您的 {plan} 套餐每月包含 {limit} 条短信。升级套餐即可发送更多。',
  'logReason.smsFallback': '已达到套餐的短信上限。',
  'logReason.undelivered': '服务商无法投递该消息。',
  'logReason.timeout': '{provider} 在 {seconds, plural, other {# 秒}}内未响应。请检查网络连接后重试。',
  'logReason.unreachable': '无法连接 {provider}。请检查网络连接后重试。',
  'logReason.tooManyRequests': '{provider} 收到此账户的请求过多。请稍等一分钟后重试。',
  'logReason.providerTrouble': '{provider} 目前出现问题（错误 {status}）。请几分钟后重试。',
  'logReason.unreadable': '{provider} 返回的应答无法读取（错误 {status}）。请几分钟后重试。',
  'logReason.credentialsRefused': '{provider} 未接受这些凭据：{why}',
  'logReason.credentialsRefusedBoth': '{provider} 未接受这些凭据：{why}（正式环境和沙盒环境均未接受）。',
  'logReason.refused':
    '{provider} 拒绝了{what, select, payment {付款} refund {退款} message {该消息} other {{what}}}：{why}',
  'logReason.deviceUnregistered': '此设备已不再注册接收通知（应用已被删除或其令牌已过期）。',
  'logReason.fcmAccountRefused': 'Firebase Cloud Messaging 未接受项目 {project} 的服务账号：{why}',
  'logReason.badPrivateKey': '该私钥不是有效的 PEM 密钥。',
  'logReason.sendgridCannotSend': '此 SendGrid API 密钥无法发送邮件（缺少 mail.send 权限）。',
  'logReason.sendgridNoActivity': 'SendGrid 无法确认是否收到此消息：该账户没有 Email Activity 访问权限。',
  'logReason.smtpUnreachable': '无法连接 SMTP 服务器 {where}。请检查主机、端口和连接安全设置，并确认服务器正在运行。',
  'logReason.smtpCredentials': 'SMTP 服务器拒绝了用户名或密码。',
  'logReason.smtpTls': 'SMTP 服务器 {where} 无法建立安全连接。请检查连接安全设置。',
  'logReason.smtpRefused': 'SMTP 服务器拒绝了该消息：{why}',
  'logReason.smtpBusy': 'SMTP 服务器 {where} 目前无法接收该消息：{why}',
  'logReason.settingsIncomplete': '{provider} 的设置不完整。',
  'logReason.channelSwitchedOff':
    '{channel, select, email {电子邮件} sms {短信} push {推送} other {{channel}}}发送已关闭。请先开启并保存{channel, select, email {电子邮件} sms {短信} push {推送} other {{channel}}}配置。',
  'logReason.noProviderYet':
    '尚未设置{channel, select, email {电子邮件} sms {短信} push {推送} other {{channel}}}服务商。请先保存{channel, select, email {电子邮件} sms {短信} push {推送} other {{channel}}}配置，然后发送测试。',
  'logReason.testEmailSent': '测试邮件已发送至 {recipient}',
  'logReason.testSmsSent': '测试短信已发送至 {recipient}',
  'logReason.testPushSent': '测试通知已发送到设备',
  'logReason.twilioCredentials': 'Twilio 拒绝了 Account SID 或身份验证令牌。',
  'logReason.twilioAccount':
    '此 Twilio 账户已{state, select, suspended {被暂停} closed {关闭} other {{state}}}：无法发送消息。',
} satisfies Translation<typeof english>;
