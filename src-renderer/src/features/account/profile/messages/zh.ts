import type { profileMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** Simplified Chinese texts of the Profile page (part 1 §2, §5, §8). */
export const profileMessages = {
  // More words that find a setting in the menu's and the palette's search: comma-separated,
  // written as people search (translate them as people would search in the language).
  'search.terms.profilePhoto': '头像, 照片, 图片, 相片',

  // Profile (part 1 §2, §5, §8).
  'profile.subtitle': '您的照片、联系方式和工作信息，即团队看到的内容。',
  'profile.photo.title': '头像',
  'profile.photo.alt': '{name} 的头像',
  'profile.photo.upload': '上传照片',
  'profile.photo.change': '更换照片',
  'profile.photo.uploading': '正在上传照片',
  'profile.photo.hint': 'JPG、PNG、GIF 或 WebP，不超过 5MB。',
  'profile.personal.title': '个人信息',
  'profile.work.title': '工作信息',
  'profile.field.firstName': '名',
  'profile.field.lastName': '姓',
  'profile.field.email': '电子邮箱',
  'profile.field.phone': '电话',
  'profile.field.jobTitle': '职位',
  'profile.field.department': '部门',
  'profile.field.location': '门店',
  'profile.field.bio': '个人简介',
  'profile.bio.help': '向团队简单介绍一下自己。{count}/{max} 个字符。',
  'profile.loadFailed.note': '目前显示的是您登录时的信息。个人资料加载完成前，无法保存和更换照片。',
  'profile.toast.loadFailed': '加载个人资料出错',
  'profile.toast.loadFailedBody': '无法加载您的个人资料信息',
  'profile.toast.saved': '个人资料已更新',
  'profile.toast.saveFailed': '更新个人资料出错',
  'profile.toast.saveFailedBody': '无法更新您的个人资料，请重试。',
  'profile.toast.avatarSaved': '头像已更新',
  'profile.toast.avatarFailed': '上传头像出错',
  'profile.toast.avatarFailedBody': '无法上传您的头像',
  'profile.toast.fileTooLarge': '文件过大',
  'profile.toast.fileTooLargeBody': '请选择小于 5MB 的图片',
} satisfies Translation<typeof english>;
