/** A chosen file as the data URL the upload payloads carry, and its extension. */
export function readFile(file: File): Promise<{ dataUrl: string; extension: string; name: string }> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ dataUrl: String(reader.result), extension: file.name.split('.').pop()?.toLowerCase() ?? '', name: file.name.replace(/\.[^.]+$/, '') });
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(file);
  });
}
