/** Filled in below. */
export default function Page() {
  return null;
}
