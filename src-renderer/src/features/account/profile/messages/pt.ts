import type { profileMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** Portuguese texts of the Profile page (part 1 §2, §5, §8). */
export const profileMessages = {
  // More words that find a setting in the menu's and the palette's search: comma-separated,
  // written as people search (translate them as people would search in the language).
  'search.terms.profilePhoto': 'avatar, foto, imagem, retrato',

  // Profile (part 1 §2, §5, §8).
  'profile.subtitle': 'Sua foto, seus dados de contato e suas informações de trabalho, como a equipe os vê.',
  'profile.photo.title': 'Foto do perfil',
  'profile.photo.alt': 'Foto do perfil de {name}',
  'profile.photo.upload': 'Enviar foto',
  'profile.photo.change': 'Trocar foto',
  'profile.photo.uploading': 'Enviando a foto',
  'profile.photo.hint': 'JPG, PNG, GIF ou WebP, até 5 MB.',
  'profile.personal.title': 'Informações pessoais',
  'profile.work.title': 'Informações de trabalho',
  'profile.field.firstName': 'Nome',
  'profile.field.lastName': 'Sobrenome',
  'profile.field.email': 'E-mail',
  'profile.field.phone': 'Telefone',
  'profile.field.jobTitle': 'Cargo',
  'profile.field.department': 'Departamento',
  'profile.field.location': 'Unidade',
  'profile.field.bio': 'Sobre você',
  'profile.bio.help': 'Algumas palavras sobre você para a sua equipe. {count} de {max} caracteres.',
  'profile.loadFailed.note':
    'Enquanto isso, são exibidos os dados do seu login. Salvar e a foto ficam desativados até o seu perfil carregar.',
  'profile.toast.loadFailed': 'Erro ao carregar o perfil',
  'profile.toast.loadFailedBody': 'Falha ao carregar as informações do seu perfil',
  'profile.toast.saved': 'Perfil atualizado',
  'profile.toast.saveFailed': 'Erro ao atualizar o perfil',
  'profile.toast.saveFailedBody': 'Falha ao atualizar o seu perfil. Tente novamente.',
  'profile.toast.avatarSaved': 'Foto atualizada',
  'profile.toast.avatarFailed': 'Erro ao enviar a foto',
  'profile.toast.avatarFailedBody': 'Falha ao enviar a sua foto de perfil',
  'profile.toast.fileTooLarge': 'Arquivo grande demais',
  'profile.toast.fileTooLargeBody': 'Selecione uma imagem com menos de 5 MB',
} satisfies Translation<typeof english>;
