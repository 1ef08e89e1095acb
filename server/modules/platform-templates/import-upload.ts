import type { FastifyRequest } from 'fastify';
import { TEMPLATE_IMPORT_MAX_BYTES } from '../../contract/platform-templates';
import { AppError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../../errors';

/**
 * The import form (spec part 3 §7: multipart with `file` and `overwrite`): the file's bytes, read
 * with the import's size limit (a bigger file is cut off by the parser and refused before it is
 * read), and whether existing customisations are replaced ('true' or 'false', off when absent).
 */
export async function readImportUpload(request: FastifyRequest): Promise<{ bytes: Buffer; overwrite: boolean }> {
  const expected = 'Send the templates file in the form field "file"';
  if (!request.isMultipart()) throw new UnsupportedMediaTypeError(`${expected} (multipart/form-data).`);
  let bytes: Buffer | undefined;
  let overwrite = false;
  for await (const part of request.parts({ limits: { fileSize: TEMPLATE_IMPORT_MAX_BYTES, files: 1 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      try {
        bytes = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new PayloadTooLargeError(
            `The file is too large: a templates export is at most ${TEMPLATE_IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
          );
        }
        throw err;
      }
    } else if (part.fieldname === 'overwrite') {
      if (part.value !== 'true' && part.value !== 'false') {
        throw new AppError(400, 'Overwrite must be true or false', 'VALIDATION_ERROR');
      }
      overwrite = part.value === 'true';
    }
  }
  if (!bytes) throw new AppError(400, `${expected}.`, 'VALIDATION_ERROR');
  return { bytes, overwrite };
}
