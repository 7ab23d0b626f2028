export { readFile } from '@/lib/read-file';
