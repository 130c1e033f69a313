/** The shared upload widgets (spec §2): file upload, image upload, image preview, and their read-only lists. */
export { FileUpload, type FileUploadProps, type UploadNaming } from './FileUpload';
export { ImagePreviewDialog, type ImagePreviewDialogProps, type PreviewImage } from './ImagePreviewDialog';
export { ImageUpload, type ImageUploadProps } from './ImageUpload';
export { StoredFileList, type StoredFileListProps } from './StoredFileList';
export { StoredImage, type StoredImageProps } from './StoredImage';
export { StoredImageList, type StoredImageListProps } from './StoredImageList';
export { FILE_UPLOAD_LIMITS, IMAGE_UPLOAD_LIMITS, type UploadLimits } from './uploadRules';
