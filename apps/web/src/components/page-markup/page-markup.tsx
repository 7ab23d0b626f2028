import { Fragment, useMemo } from 'react';
import { parsePageMarkup, type PageInline } from '@portal/shared';

function Inline({ content }: { content: PageInline[] }) {
  return (
    <>
      {content.map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} {...(part.href.startsWith('mailto:') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

/**
 * A text in the information pages' restricted markup (packages/shared text/page-markup.ts), drawn as elements whose
 * children are text: whatever the stored text holds, it never becomes HTML. Headings start at `headingLevel`.
 */
export function PageMarkup({ source, headingLevel = 2 }: { source: string; headingLevel?: 2 | 3 }) {
  const blocks = useMemo(() => parsePageMarkup(source), [source]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="page-markup">
      {blocks.map((block, index) =>
        block.kind === 'heading' ? (
          <Heading key={index}>
            <Inline content={block.content} />
          </Heading>
        ) : block.kind === 'list' ? (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Inline content={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={index}>
            <Inline content={block.content} />
          </p>
        ),
      )}
    </div>
  );
}
