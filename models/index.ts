import { BlogCategory } from './blog-category.model.js';
import { BlogPost } from './blog-post.model.js';
import { ExpertApplication } from './expert-application.model.js';
import { InterestRegistration } from './interest-registration.model.js';
import { OutboxMessage } from './outbox-message.model.js';
import { Suggestion } from './suggestion.model.js';
import { TeamMember } from './team-member.model.js';
import { User } from './user.model.js';
import { WaitlistEntry } from './waitlist-entry.model.js';

export { BlogCategory, BlogPost, ExpertApplication, InterestRegistration, OutboxMessage, Suggestion, TeamMember, User, WaitlistEntry };

/** Every model class, registered on the Sequelize instance at connect time. */
export const allModels = [
  BlogPost, BlogCategory, User, WaitlistEntry, Suggestion, ExpertApplication, InterestRegistration, TeamMember,
  OutboxMessage,
];
