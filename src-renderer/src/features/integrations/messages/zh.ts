import type { integrationsMessages as english } from './en';
import type { Translation } from '../../../i18n/translation';

/** Texts of the Integrations page (spec part 2). */
export const integrationsMessages = {
  'integrations.subtitle': '将您的业务与客户使用的服务连接起来',
  'integrations.search.terms': 'Google 评价, 评价链接, 短信, SMS, 邮件营销, 付款',
  'integrations.google.title': 'Google 评价',
  'integrations.google.description': '客户可以通过此链接在 Google 上评价您的商家。',
  'integrations.field.googleReviewUrl': 'Google 评价链接',
  'integrations.googleReviewUrl.help': '网址，例如 https://g.page/r/your-business/review',
  'integrations.toast.saved': 'Google 评价链接已保存',
  'integrations.toast.error': '错误',
  'integrations.toast.saveFailed': '无法保存集成',
  'integrations.toast.loadFailed': '无法加载集成设置',
  'integrations.planned.title': '计划中的集成',
  'integrations.planned.description': '这些集成正在计划中，暂不可用。',
  'integrations.planned.badge': '计划中',
  'integrations.planned.payments': '支付处理',
  'integrations.planned.payments.body':
    '通过更多服务商收取刷卡付款和定金。Stripe、Square、PayPal、Adyen 和 Tyro 在<link>财务与付款</link>页面连接。',
  'integrations.planned.payments.bodyPlain':
    '通过更多服务商收取刷卡付款和定金。Stripe、Square、PayPal、Adyen 和 Tyro 在财务与付款页面连接。',
  'integrations.planned.sms': '短信',
  'integrations.planned.sms.body': '为客户发送短信确认和提醒。',
  'integrations.planned.emailMarketing': '邮件营销',
  'integrations.planned.emailMarketing.body': '向您的客户列表发送电子报和营销活动。',
} satisfies Translation<typeof english>;
