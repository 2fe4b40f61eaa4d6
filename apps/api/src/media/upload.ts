// Reading a multipart form that carries photos (sign-up picture, shop logo, product and publication photos).
//
//   const form = await readImageFiles(request, { fileFields: ['images'], maxFiles: LIMITS.publicationImagesMax });
//   const body = parseOrThrow(CreatePublicationBody, form.fields);   // text fields, French 400 on failure
//   const images = [];
//   for (const file of form.files) images.push(await ctx.media.saveImage(file.buffer));  // 400/413 if not an image
//
// Validate the text fields before saving images, so a rejected form stores nothing. Files are held in
// memory (at most maxFiles × MEDIA.maxUploadBytes) because sharp needs the whole image anyway.
import { MEDIA, MSG } from '@sugu/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, invalid, tooLarge } from '../lib/errors.js';
import { guardText } from '../lib/input-guard.js';

export interface UploadedFile {
  field: string;
  /** As the client named it: for logs only, never trusted for the type. */
  filename: string;
  buffer: Buffer;
}

export interface MultipartForm {
  /** Kept files, in the order they were sent. Empty file inputs (no file chosen) are skipped. */
  files: UploadedFile[];
  /** Text fields; a repeated field keeps its last value. */
  fields: Record<string, string>;
}

export interface ReadImageFilesOptions {
  /** File fields to keep; files sent under any other name are read past and ignored. */
  fileFields: readonly string[];
  /** Most files kept, all kept fields together. */
  maxFiles: number;
  /** Files past maxFiles: 'ignore' them (publications: "extras ignored") or 'reject' the form (default). */
  extraFiles?: 'ignore' | 'reject';
  /** The 400 message when extras are rejected. */
  tooManyMessage?: string;
}

/** Ceiling on file parts read past in 'ignore' mode, so a client cannot stream files forever. */
const IGNORED_FILES_ALLOWANCE = 20;

export async function readImageFiles(
  request: FastifyRequest,
  options: ReadImageFilesOptions,
): Promise<MultipartForm> {
  const extraFiles = options.extraFiles ?? 'reject';
  const tooMany = () => invalid(options.tooManyMessage ?? MSG.tooManyImages, undefined, 'too_many_files');
  if (!request.isMultipart()) throw invalid(MSG.requiredFields);

  const form: MultipartForm = { files: [], fields: {} };
  // In 'reject' mode one extra file is let through so it can be answered with the French 400.
  const fileParts =
    extraFiles === 'reject' ? options.maxFiles + 1 : options.maxFiles + IGNORED_FILES_ALLOWANCE;
  try {
    const parts = request.parts({ limits: { fileSize: MEDIA.maxUploadBytes, files: fileParts } });
    for await (const part of parts) {
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        form.fields[guardText(part.fieldname, '_')] = guardText(value, part.fieldname);
        continue;
      }
      // Every file part must be consumed (read or drained) or the parser waits forever.
      if (!options.fileFields.includes(part.fieldname) || form.files.length >= options.maxFiles) {
        part.file.resume();
        if (options.fileFields.includes(part.fieldname) && extraFiles === 'reject') throw tooMany();
        continue;
      }
      const buffer = await part.toBuffer();
      if (buffer.length === 0 && !part.filename) continue;
      form.files.push({ field: part.fieldname, filename: part.filename, buffer });
    }
  } catch (error) {
    throw translate(error, tooMany);
  }
  return form;
}

function translate(error: unknown, tooMany: () => AppError): unknown {
  if (error instanceof AppError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge(MSG.imageTooLarge);
    case 'FST_FILES_LIMIT':
      return tooMany();
    default:
      // Anything else the multipart parser throws is a malformed body (no boundary, a boundary absent
      // from the body, a truncated part): the client's mistake, never a 500.
      return invalid(MSG.invalidForm, undefined, 'invalid_form');
  }
}
