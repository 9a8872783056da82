/**
 * For stories: replaces `navigator.clipboard` with a stand-in whose `writeText` the story controls, and
 * returns it with a function that puts the real one back (return that from `beforeEach`).
 */
export function mockClipboard(writeText: (text: string) => Promise<void>) {
  const written: string[] = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: async (text: string) => {
        await writeText(text);
        written.push(text);
      },
    },
  });
  // The stand-in is an own property of `navigator`; deleting it uncovers the real getter on the prototype.
  const restore = () => {
    delete (navigator as { clipboard?: unknown }).clipboard;
  };
  return { written, restore };
}
