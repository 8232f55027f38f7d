/** The fragment every template spreads to get its sections: one colocated fragment per section kind. */
import { graphql } from 'gatsby';

export const sectionListFragment = graphql`
  fragment SectionList on Section {
    __typename
    ...HeroSectionFields
    ...StatsCardsSectionFields
    ...InAdditionSectionFields
    ...AudienceTestimonialsSectionFields
    ...AudienceTabsSectionFields
    ...TagsSectionFields
    ...TilesSectionFields
    ...StickyRectanglesSectionFields
    ...CardGridSectionFields
    ...MovingImagesSectionFields
    ...FallenTagsSectionFields
    ...FeaturedCaseSectionFields
    ...BigReviewSectionFields
    ...ClutchReviewSectionFields
    ...NextStepsSectionFields
    ...SocialSectionFields
    ...SprintsSectionFields
    ...ContactFormSectionFields
    ...TalkSectionFields
    ...PdfDownloadSectionFields
    ...CaseChapterSectionFields
    ...CaseGallerySectionFields
    ...CaseResultsSectionFields
    ...CaseQuoteSectionFields
    ...CaseFactsSectionFields
    ...NextCaseSectionFields
  }
`;
