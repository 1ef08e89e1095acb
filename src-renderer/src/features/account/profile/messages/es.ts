import type { profileMessages as english } from './en';
import type { Translation } from '../../../../i18n/translation';

/** Spanish texts of the Profile page (part 1 §2, §5, §8). */
export const profileMessages = {
  'search.terms.profilePhoto': 'avatar, imagen, foto de perfil',

  // Profile.
  'profile.subtitle': 'Tu foto, tus datos de contacto y tu información laboral, tal como los ve tu equipo.',
  'profile.photo.title': 'Foto de perfil',
  'profile.photo.alt': 'Foto de perfil de {name}',
  'profile.photo.upload': 'Subir foto',
  'profile.photo.change': 'Cambiar foto',
  'profile.photo.uploading': 'Subiendo la foto',
  'profile.photo.hint': 'JPG, PNG, GIF o WebP, hasta 5 MB.',
  'profile.personal.title': 'Información personal',
  'profile.work.title': 'Información laboral',
  'profile.field.firstName': 'Nombre',
  'profile.field.lastName': 'Apellidos',
  'profile.field.email': 'Correo electrónico',
  'profile.field.phone': 'Teléfono',
  'profile.field.jobTitle': 'Puesto',
  'profile.field.department': 'Departamento',
  'profile.field.location': 'Centro',
  'profile.field.bio': 'Biografía',
  'profile.bio.help': 'Unas palabras sobre ti para tu equipo. {count} de {max} caracteres.',
  'profile.loadFailed.note':
    'Mientras tanto se muestran los datos de tu inicio de sesión. No se puede guardar ni cambiar la foto hasta que se cargue tu perfil.',
  'profile.toast.loadFailed': 'Error al cargar el perfil',
  'profile.toast.loadFailedBody': 'No se ha podido cargar la información de tu perfil',
  'profile.toast.saved': 'Perfil actualizado',
  'profile.toast.saveFailed': 'Error al actualizar el perfil',
  'profile.toast.saveFailedBody': 'No se ha podido actualizar tu perfil. Inténtalo de nuevo.',
  'profile.toast.avatarSaved': 'Foto de perfil actualizada',
  'profile.toast.avatarFailed': 'Error al subir la foto de perfil',
  'profile.toast.avatarFailedBody': 'No se ha podido subir tu foto de perfil',
  'profile.toast.fileTooLarge': 'Archivo demasiado grande',
  'profile.toast.fileTooLargeBody': 'Selecciona una imagen de menos de 5 MB',
} satisfies Translation<typeof english>;
