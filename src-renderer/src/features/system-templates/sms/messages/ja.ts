import type { smsEditorMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** Texts of the SMS template editor (spec part 3 §2, §5). */
export const smsEditorMessages = {
  'smsEditor.title.new': '新しい SMS テンプレート',
  'smsEditor.title.edit': 'SMS テンプレートを編集: {name}',
  'smsEditor.systemNote':
    'これはシステムテンプレートです。名前とカテゴリはプラットフォームのものです。リセットするまで、あなたの文面が既定の文面の代わりに使われます。',
  'smsEditor.name': 'テンプレート名',
  'smsEditor.category': 'カテゴリ',
  'smsEditor.content': 'メッセージ内容',
  'smsEditor.variables': '変数',
  'smsEditor.variables.help': 'カンマ区切りの名前（例: firstName, appointmentDate）。',
  'smsEditor.insertVariables': '変数を挿入',
  'smsEditor.insertVariable.label': 'カーソル位置に {variable} を挿入',
  'smsEditor.active': '有効',
  'smsEditor.save': '保存',
  'smsEditor.create': 'テンプレートを作成',
  'smsEditor.error.nameRequired': 'テンプレート名は必須です',
  'smsEditor.error.contentRequired': 'メッセージ内容は必須です',
  'smsEditor.error.contentTooLong': 'SMS の内容は 1600 文字以内にしてください',
  'smsEditor.counter.label': 'メッセージのサイズ',
  'smsEditor.counter.characters': '{count, plural, other {# 文字}}',
  'smsEditor.counter.encoding': 'エンコード: {encoding}',
  'smsEditor.counter.gsm': 'GSM-7',
  'smsEditor.counter.unicode': 'Unicode',
  'smsEditor.counter.parts': '{count, plural, other {# 通}}',
  'smsEditor.counter.remaining': 'この通の残り {count}',
  'smsEditor.counter.unicodeBecause': '次の文字のため Unicode で送信: {characters}',
  'smsEditor.counter.multiPart': 'このメッセージは {count} 通に分けて送信されます',
  'smsEditor.counter.shorten': '費用を抑えるため、メッセージを短くすることをご検討ください。',
  'smsEditor.counter.cost': '推定費用: {count, plural, other {SMS クレジット # 件}}',
  'smsEditor.tooLong': 'メッセージが SMS の最大長を超えています。メッセージを短くしてください。',
  'smsEditor.toast.updateFailed': 'テンプレートを更新できませんでした',
  'smsEditor.toast.createFailed': 'マーケティングテンプレートを作成できませんでした',
} satisfies Translation<typeof english>;
