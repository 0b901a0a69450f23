/**
 * Official pages for publications whose rows in the gathered files carry no URL. Each entry was
 * read from the upstream collection's own import notes for that source id (the page it fetched
 * the official table from) and names the authority's page, never a reprint. A source id absent
 * here and absent from the files has no official URL: its rows are left out and counted.
 * Add an entry only after opening the page and seeing the table on it (docs/data.md).
 *
 * 河南: the collection verified its 2024–2026 lines and 一分一段 tables against the images
 * 河南省教育考试院 published, but kept no page address. Those publications are official (the
 * authority's site is recorded as where they were published) but their rows link no page
 * (`pageUnknown`): the source's url is null and its title says the notice's address is not
 * recorded. Replace each with the page itself once it has been opened.
 */
export const KNOWN_SOURCE_URLS: Readonly<Record<string, { url: string; title: string; pageUnknown?: true }>> = {
  'official-shanxi-art-undergraduate-filing-2025': {
    url: 'https://gaokao.chsi.com.cn/gkxx/zc/ss/202507/20250725/2293394603.html',
    title: '山西省2025年艺术本科批院校专业组投档最低分',
  },
  ...Object.fromEntries(
    [
      ['official-henan-control-lines-2024-2026', '2024–2026年河南省普通高校招生录取控制分数线'],
      ['official-henan-rank-2024', '2024年河南省普通高考成绩一分一段表'],
      ['official-henan-rank-2025', '2025年河南省普通高考成绩一分一段表'],
      ['official-henan-rank-2026', '2026年河南省普通高考成绩一分一段表'],
    ].map(([id, title]) => [
      id,
      { url: 'https://www.haeea.cn/', title: `${title}（以图片发布；原页面地址未收录）`, pageUnknown: true as const },
    ]),
  ),
  'official-jilin-special-rank-2026': {
    url: 'https://www.jleea.com.cn/front/content/202733',
    title: '2026年吉林省普通高校招生考试艺术类综合成绩一分段表',
  },
};
